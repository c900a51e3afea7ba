/** The admin lists' delete: confirm, call, toast, re-fetch (spec sections 4 and 8). */
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';

/** `doneMessage` is a shared message: notify shows it in the reader's language. */
export function useConfirmedDelete(remove: (id: string) => Promise<unknown>, doneMessage: string, reload: () => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const confirmAndDelete = async (id: string) => {
    if (!window.confirm(translateMessage(MSG.confirmDelete))) return;
    setDeletingId(id);
    try {
      await remove(id);
      notify.success(doneMessage);
      reload();
    } catch (error) {
      notify.error(error);
    } finally {
      setDeletingId(null);
    }
  };

  return { deletingId, confirmAndDelete: (id: string) => void confirmAndDelete(id) };
}
