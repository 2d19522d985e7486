import { useRef } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * A button that opens the computer's file chooser: the input itself is hidden (still labelled,
 * for tests and assistive technology), and is emptied after each choice so that choosing the same
 * file again is noticed.
 */
export function FileInputButton({
  inputLabel,
  accept,
  multiple = false,
  onFiles,
  children,
  variant = 'secondary',
  ...button
}: Omit<ButtonProps, 'onClick'> & {
  /** The hidden input's accessible name. */
  inputLabel: string;
  accept?: string;
  multiple?: boolean;
  /** What was chosen (nothing when the chooser was cancelled). */
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </>
  );
}
