import Star from 'lucide-react/icons/star';

/** Five stars, filled to the rating (rounded), read as "4.5 out of 5 stars". */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="flex" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} ${n <= Math.round(rating) ? 'fill-gold-400 text-gold-400' : 'fill-gray-200 text-gray-200'}`}
        />
      ))}
    </span>
  );
}
