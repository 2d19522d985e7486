import { useState, type ComponentProps, type ReactNode } from 'react';
import { Modal } from '../modal';
import { ModalCloseButton } from './modal-close-button';
import { PickerList, PickerSearch } from './picker';

/**
 * A dialog to pick items from a list: a search box (emptied as the dialog closes), the list while
 * it loads or after it failed, 'Kapat'. `children` draws the list for what is typed in the box.
 */
export function PickerDialog({
  open,
  onOpenChange,
  title,
  description,
  size,
  notice,
  search,
  query,
  loading,
  failed,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  size: ComponentProps<typeof Modal>['size'];
  /** Above the search box. */
  notice?: ReactNode;
  /** The search box's label, its placeholder that word with '...'. */
  search: string;
  query: ComponentProps<typeof PickerList>['query'];
  loading: string;
  failed: string;
  children: (searched: string) => ReactNode;
}) {
  const [searched, setSearched] = useState('');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearched('');
        onOpenChange(next);
      }}
      title={title}
      description={description}
      size={size}
      header={
        <>
          {notice}
          <div className="mt-4">
            <PickerSearch
              label={search}
              placeholder={`${search}...`}
              value={searched}
              onChange={setSearched}
            />
          </div>
        </>
      }
      footer={<ModalCloseButton variant="secondary">Kapat</ModalCloseButton>}
    >
      <PickerList query={query} loading={loading} failed={failed}>
        {children(searched)}
      </PickerList>
    </Modal>
  );
}
