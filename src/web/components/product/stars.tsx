/** Five stars, filled to the rating (rounded), read as "4.5 out of 5 stars". Text stars: no icon code to load. */
export function Stars({ rating, className = 'text-base' }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={`leading-none tracking-tight ${className}`}>
      <span aria-hidden="true" className="text-gold-400">
        {'★'.repeat(filled)}
      </span>
      <span aria-hidden="true" className="text-gray-300">
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  );
}
