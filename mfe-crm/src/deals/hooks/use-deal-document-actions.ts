import {
  type DealDocument,
  fetchApiFile,
  messages,
  notify,
  saveFile,
  serverErrorTextOf,
  useAppStore,
} from '@solar/shared';
import { useState } from 'react';
import {
  useCrmDeleteDealDocumentMutation,
  useCrmShareDealDocumentMutation,
} from '../api/deal-documents-endpoints';

/** What a file of the Documents card can do: download, share or not, delete after a question. */
export function useDealDocumentActions(document: DealDocument) {
  const store = useAppStore();
  const [share, sharing] = useCrmShareDealDocumentMutation();
  const [remove, removing] = useCrmDeleteDealDocumentMutation();
  const [confirming, setConfirming] = useState(false);
  const ids = { dealId: document.deal_id, id: document.id };

  const download = async () => {
    const file = await fetchApiFile(
      store,
      `/api/crm/deals/${document.deal_id}/documents/${document.id}/file/`,
    );
    if (file) saveFile(file, document.name);
  };
  const toggle = async (shared: boolean) => {
    const result = await share({ ...ids, shared });
    if ('error' in result) {
      notify.error(messages.documentShareFailed, { description: serverErrorTextOf(result.error) });
      return;
    }
    notify.success(shared ? messages.documentSharedNow : messages.documentUnsharedNow);
  };
  const confirmDelete = async () => {
    const result = await remove(ids);
    setConfirming(false);
    if ('error' in result) {
      notify.error(messages.documentDeleteFailed, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    notify.success(messages.documentDeleted);
  };
  return {
    download,
    toggle,
    sharing: sharing.isLoading,
    confirming,
    askDelete: () => setConfirming(true),
    cancelDelete: () => setConfirming(false),
    confirmDelete,
    removing: removing.isLoading,
  };
}
