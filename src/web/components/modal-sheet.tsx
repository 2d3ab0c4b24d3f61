import X from './icons/x.tsx';
import { useEffect, type ReactNode, type RefObject } from 'react';

/**
 * A modal <dialog> that is a bottom sheet on phones and a centred card from 640 px: opened when it mounts, closed by
 * its Close button, Escape or a tap on the backdrop (each fires `onClose`). `sizeClass` sets its width (and height)
 * from 640 px, `bodyClass` the layout inside.
 */
export function ModalSheet({
  dialogRef,
  labelledBy,
  onClose,
  sizeClass,
  bodyClass,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  labelledBy: string;
  onClose: () => void;
  sizeClass: string;
  bodyClass: string;
  children: ReactNode;
}) {
  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, [dialogRef]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === dialogRef.current) dialogRef.current.close();
      }}
      className={`mx-auto mt-auto mb-0 w-full max-w-none rounded-t-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 sm:m-auto sm:rounded-2xl ${sizeClass}`}
    >
      <div className={`relative ${bodyClass}`}>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="absolute top-2 right-2 z-10 flex size-10 items-center justify-center rounded-full bg-white/90 hover:bg-brand-50"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
