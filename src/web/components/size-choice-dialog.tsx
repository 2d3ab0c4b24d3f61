import { useId, useRef, useState } from 'react';
import { ModalSheet } from './modal-sheet.tsx';
import { SizePicker } from './product/size-picker.tsx';

const SELECT_SIZE = 'Please select a size';

/**
 * Asks which size before something is done with a product (the wishlist's Add to Cart): a small modal <dialog> with
 * the size picker (sold-out sizes disabled) and a confirm button. Nothing is chosen for the shopper. `onConfirm`
 * answers null when done (the dialog closes) or a message to show.
 */
export default function SizeChoiceDialog({
  productName,
  variants,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  productName: string;
  variants: readonly { size: string; stock: number }[];
  confirmLabel: string;
  onConfirm: (size: string) => string | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [size, setSize] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const titleId = useId();
  const messageId = useId();

  function confirm() {
    if (!size) return setMessage(SELECT_SIZE);
    const problem = onConfirm(size);
    if (problem) setMessage(problem);
    else ref.current?.close();
  }

  return (
    <ModalSheet
      dialogRef={ref}
      labelledBy={titleId}
      onClose={onClose}
      sizeClass="sm:max-w-sm"
      bodyClass="flex flex-col gap-4 p-5"
    >
      <div className="pr-10">
        <h2 id={titleId} className="text-lg font-semibold">
          Choose a size
        </h2>
        <p className="mt-0.5 line-clamp-2 text-sm text-gray-700">{productName}</p>
      </div>
      <SizePicker
        name={`choose-size-${titleId}`}
        variants={variants}
        value={size}
        onChange={(s) => {
          setSize(s);
          setMessage(null);
        }}
        invalid={message === SELECT_SIZE}
        describedBy={messageId}
      />
      <p id={messageId} role="status" className="min-h-5 text-sm font-medium text-red-700">
        {message}
      </p>
      <button
        type="button"
        onClick={confirm}
        className="h-12 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        {confirmLabel}
      </button>
    </ModalSheet>
  );
}
