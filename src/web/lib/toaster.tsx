/** The toasts on screen (loaded lazily by toast.tsx): top centre, newest first, paused while hovered. */
import CircleAlert from '../components/icons/circle-alert.tsx';
import CircleCheck from '../components/icons/circle-check.tsx';
import { resolveValue, useToaster } from 'react-hot-toast/headless';

export default function Toaster() {
  const { toasts, handlers } = useToaster();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[100] flex flex-col items-center gap-2 px-3">
      {toasts.map((t) => (
        <div
          key={t.id}
          {...t.ariaProps}
          onMouseEnter={handlers.startPause}
          onMouseLeave={handlers.endPause}
          className={`pointer-events-auto flex max-w-md items-center gap-2.5 rounded-xl bg-white px-4 py-3 text-sm font-medium text-ink shadow-lg ring-1 ring-gray-200 transition-all duration-200 ${
            t.visible ? 'translate-y-0 opacity-100' : 'pointer-events-none -translate-y-2 opacity-0'
          }`}
        >
          {t.type === 'success' && <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />}
          {t.type === 'error' && <CircleAlert className="size-5 shrink-0 text-red-600" aria-hidden="true" />}
          <span>{resolveValue(t.message, t)}</span>
        </div>
      ))}
    </div>
  );
}
