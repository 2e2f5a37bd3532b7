import {
  assemblePostalCode,
  roundCoordinate,
  type AddressInput,
  type DealCreatePayload,
  type DealUpdatePayload,
} from '@solar/shared';
import type { SelectedLocation } from './selected-location';

/** Defaults of a deal created from the map. */
const mapDealDefaults = { business_type: 1, deal_group_type: 1 } as const;

/** A location as a new address: province by id when known, else by name for the API to resolve. */
function addressInputOf(location: SelectedLocation): AddressInput {
  return {
    address: location.address.trim(),
    city_text: location.city,
    ...(location.provinceId !== null
      ? { province: location.provinceId }
      : { province_text: location.province }),
    postal_code: assemblePostalCode({ full: location.postal_code }),
    latitude: roundCoordinate(location.lat),
    longitude: roundCoordinate(location.lng),
  };
}

interface CreateDealInput {
  name: string;
  stageId: number;
  statusId: number;
  salesPersonId: number;
  location: SelectedLocation;
  /** The stored address `check-address` matched, when it found one. */
  addressId: number | null;
}

/**
 * `POST /api/crm/deals/` from the map: the name, the first stage and status,
 * the defaults, the sales person, and `address_id` when the address is already stored, else the
 * full address.
 */
export function buildCreatePayload(input: CreateDealInput): DealCreatePayload {
  const base = {
    name: input.name.trim(),
    stage: input.stageId,
    status: input.statusId,
    ...mapDealDefaults,
    sales_person: input.salesPersonId,
  };
  return input.addressId !== null
    ? { ...base, address_id: input.addressId }
    : { ...base, address: addressInputOf(input.location) };
}

interface UpdateDealInput {
  name: string;
  salesPersonId: number;
  /** The location when the user moved it away from the deal's own, else null. */
  movedTo: SelectedLocation | null;
  /** The deal's version when the dialog loaded it. */
  version: number;
}

/**
 * `PUT /api/crm/deals/{id}/` from the map: name and sales person (the spec's map edit), plus the
 * new address when the user moved the location, which the dialog's title promises to edit.
 */
export function buildUpdatePayload(input: UpdateDealInput): DealUpdatePayload {
  return {
    name: input.name.trim(),
    sales_person: input.salesPersonId,
    ...(input.movedTo ? { address: addressInputOf(input.movedTo) } : {}),
    version: input.version,
  };
}
