import Star from '../icons/star.tsx';

/** Five stars, `value` of them filled; read out as "4 out of 5 stars". */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`${className} ${n <= Math.round(value) ? 'fill-gold-400 text-gold-400' : 'fill-gray-200 text-gray-200'}`}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
