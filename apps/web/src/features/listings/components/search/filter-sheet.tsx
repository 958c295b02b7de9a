import { Dialog } from '@/components/ui/dialog';
import { filterMessages as fm } from './filter-messages';
import { FilterForm, type FilterFormProps } from './filter-form';

/**
 * The phone's conditions as a bottom sheet. Its own chunk with the form (ADR 0056): fetched when
 * the hydrated 絞り込み button is first pressed, never with the page.
 */
export function FilterSheet({ open, onClose, ...form }: FilterFormProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={fm.filterPanel}
      className="max-lg:mt-auto max-lg:mb-0 max-lg:max-h-[88dvh] max-lg:w-full max-lg:max-w-none max-lg:rounded-b-none lg:hidden"
    >
      <h2 className="pr-10 text-lg font-bold">{fm.filterPanel}</h2>
      {open && (
        <div className="mt-5">
          <FilterForm {...form} />
        </div>
      )}
    </Dialog>
  );
}
