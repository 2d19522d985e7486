import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal, ModalClose } from './modal';

function Opener({ removeOnClose = false }: { removeOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <>
      <button type="button">Önceki</button>
      {gone ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Aç
        </button>
      )}
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next && removeOnClose) setGone(true);
        }}
        title="Deneme"
        variant="compact"
      >
        <ModalClose>Vazgeç</ModalClose>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('gives the focus back to the button that opened it, by Escape or a close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Aç' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Deneme' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    expect(opener).toHaveFocus();
  });

  it('gives it back also from a Modal rendered open from the start', async () => {
    function Mounted() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Aç
          </button>
          {open ? (
            <Modal open onOpenChange={setOpen} title="Deneme" variant="compact">
              <ModalClose>Vazgeç</ModalClose>
            </Modal>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Mounted />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    await user.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByRole('button', { name: 'Aç' })).toHaveFocus();
  });

  it('leaves the focus alone when the opener is gone with what the dialog did', async () => {
    const user = userEvent.setup();
    render(<Opener removeOnClose />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Aç' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).not.toHaveFocus();
  });
});
