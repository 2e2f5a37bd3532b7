import { Box } from '@chakra-ui/react';
import {
  DealAccessGate,
  LoadFailure,
  LoadingState,
  messages,
  notify,
  PageHeader,
  serverErrorTextOf,
  workplacePath,
} from '@solar/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { parseDealIdParam } from '../crm-shared/utils/parse-deal-id-param';
import { useCrmDealDetailsQuery } from '../crm-shared/api/deals-endpoints';
import { useErrorToast } from '../crm-shared/hooks/use-error-toast';
import { dealPagePaths } from '../crm-shared/utils/deal-page-paths';
import { returnPathOf } from '../crm-shared/utils/return-path';
import {
  useCrmPowerBillDetailsQuery,
  useCrmPowerBillQuery,
  useCrmPowerCompaniesQuery,
} from './api/power-bills-endpoints';
import { PowerBillForm } from './components/power-bill-form';
import { emptyPowerBillForm, powerBillFormOf } from './utils/power-bill-form';
import { DealNotFound } from '../crm-shared/components/deal-not-found';

const powerBillTitles = { add: 'Add New Power Bill', edit: 'Edit Power Bill' } as const;

/**
 * `crm/power-bill/:dealId/:action?`: a deal's power bill, opened
 * only once the server grants access to the deal. The mode comes from the route, and edit is
 * effective only when the deal already has a bill.
 */
export function PowerBillPage() {
  const { dealId, action } = useParams();
  const id = parseDealIdParam(dealId);
  const requestedEdit = action === 'edit';
  if (id === null) {
    return (
      <Box>
        <PageHeader title={requestedEdit ? powerBillTitles.edit : powerBillTitles.add} />
        <DealNotFound />
      </Box>
    );
  }
  return (
    <DealAccessGate dealId={String(id)}>
      <PowerBillContent dealId={id} requestedEdit={requestedEdit} />
    </DealAccessGate>
  );
}

function PowerBillContent({ dealId, requestedEdit }: { dealId: number; requestedEdit: boolean }) {
  const navigate = useNavigate();
  const { state: locationState } = useLocation();
  const deal = useCrmDealDetailsQuery(dealId, { refetchOnMountOrArgChange: true });
  const dealNotFound =
    deal.error !== undefined && 'status' in deal.error && deal.error.status === 404;
  useErrorToast(deal.isError && !dealNotFound, messages.failedToLoadDealInformation);

  const billId = deal.data?.power_bill?.id ?? null;
  const editing = requestedEdit && billId !== null;
  const province = deal.data?.address.province_name ?? '';
  const companies = useCrmPowerCompaniesQuery({ province }, { skip: !deal.data });
  const bill = useCrmPowerBillQuery(billId ?? 0, {
    skip: !editing,
    refetchOnMountOrArgChange: true,
  });
  const details = useCrmPowerBillDetailsQuery(billId ?? 0, {
    skip: !editing,
    refetchOnMountOrArgChange: true,
  });
  useErrorToast(bill.isError || details.isError, messages.failedToLoadExistingPowerBill);

  // The spec shows 'Failed to load power companies' as a warning: the page stays usable.
  useEffect(() => {
    if (companies.isError) {
      queueMicrotask(() =>
        notify.warning(messages.failedToLoadPowerCompanies, {
          id: messages.failedToLoadPowerCompanies,
        }),
      );
    }
  }, [companies.isError]);

  // A deal has at most one bill: the add route of a deal that has one opens that bill instead of
  // a form whose Create could only fail. Decided once, on the first fresh answer: after a Create
  // the deal is refetched with its new bill while the page is already going back to Deals.
  const redirectDecided = useRef(false);
  useEffect(() => {
    if (redirectDecided.current || !deal.isSuccess || deal.isFetching) return;
    redirectDecided.current = true;
    if (!requestedEdit && billId !== null) {
      void navigate(workplacePath('crm/power-bill/:dealId/:action?', { dealId, action: 'edit' }), {
        replace: true,
        state: locationState,
      });
    }
  }, [requestedEdit, billId, deal.isSuccess, deal.isFetching, dealId, navigate, locationState]);

  const title = (deal.data ? editing : requestedEdit) ? powerBillTitles.edit : powerBillTitles.add;
  let body;
  if (deal.isLoading) body = <LoadingState label="Loading deal" />;
  else if (dealNotFound) body = <DealNotFound />;
  else if (!deal.data) {
    body = (
      <LoadFailure
        message={messages.failedToLoadDealInformation}
        description={serverErrorTextOf(deal.error)}
        onRetry={() => void deal.refetch()}
      />
    );
  } else if (editing && (bill.isError || details.isError)) {
    // No form over missing data: saving it would overwrite the stored months with zeros.
    body = (
      <LoadFailure
        message={messages.failedToLoadExistingPowerBill}
        description={serverErrorTextOf(bill.error ?? details.error)}
        onRetry={() => {
          void bill.refetch();
          void details.refetch();
        }}
      />
    );
  } else if (editing && (!bill.data || !details.data || bill.isFetching || details.isFetching)) {
    body = <LoadingState label="Loading power bill" />;
  } else {
    const existing = editing ? bill.data! : null;
    body = (
      <PowerBillForm
        // A reloaded bill (a newer version) starts the form again from what is stored.
        key={existing ? `edit-${existing.id}-${existing.version}` : 'add'}
        deal={deal.data}
        billId={existing?.id ?? null}
        version={existing?.version ?? null}
        onReload={async () => {
          await details.refetch();
          await bill.refetch();
        }}
        initialValues={existing ? powerBillFormOf(existing, details.data!) : emptyPowerBillForm()}
        companies={companies.data ?? []}
        existingCompany={existing?.power_company ?? null}
        companiesLoading={companies.isFetching}
        onDone={() => void navigate(returnPathOf(locationState, dealPagePaths.details(dealId)))}
      />
    );
  }
  return (
    <Box>
      <PageHeader title={title} />
      {body}
    </Box>
  );
}
