import { dealCreateSchema, dealUpdateSchema } from '@solar/shared';
import { buildCreatePayload, buildUpdatePayload } from '../build-deal-payloads';
import { charlottetown } from './fixtures';

const base = { name: ' 100 Queen St ', stageId: 1, statusId: 2, salesPersonId: 3 };

describe('buildCreatePayload', () => {
  it('names the stored address by id when check-address found one', () => {
    const payload = buildCreatePayload({ ...base, location: charlottetown, addressId: 40 });
    expect(payload).toEqual({
      name: '100 Queen St',
      stage: 1,
      status: 2,
      business_type: 1,
      deal_group_type: 1,
      sales_person: 3,
      address_id: 40,
    });
    expect(dealCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the full address otherwise, postal code assembled and coordinates rounded', () => {
    const location = {
      ...charlottetown,
      postal_code: 'C1A 4B3',
      lat: 46.23523912345,
      lng: -63.12620456789,
    };
    const payload = buildCreatePayload({ ...base, location, addressId: null });
    expect(payload.address_id).toBeUndefined();
    expect(payload.address).toEqual({
      address: '100 Queen St',
      city_text: 'Charlottetown',
      province: 11,
      postal_code: 'C1A4B3',
      latitude: 46.2352391,
      longitude: -63.1262046,
    });
    expect(dealCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('names the province by its name when its id is unknown', () => {
    const location = { ...charlottetown, provinceId: null };
    const { address } = buildCreatePayload({ ...base, location, addressId: null });
    expect(address).toMatchObject({ province_text: 'Prince Edward Island' });
    expect(address).not.toHaveProperty('province');
  });
});

describe('buildUpdatePayload', () => {
  it('sends the trimmed name, the sales person and the loaded version', () => {
    const payload = buildUpdatePayload({
      name: ' New name ',
      salesPersonId: 4,
      movedTo: null,
      version: 3,
    });
    expect(payload).toEqual({ name: 'New name', sales_person: 4, version: 3 });
    expect(dealUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it('adds the new address when the location was moved', () => {
    const payload = buildUpdatePayload({
      name: 'A deal',
      salesPersonId: 4,
      movedTo: charlottetown,
      version: 1,
    });
    expect(payload.address).toMatchObject({ address: '100 Queen St', latitude: 46.2352391 });
    expect(dealUpdateSchema.safeParse(payload).success).toBe(true);
  });
});
