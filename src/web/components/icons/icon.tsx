import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * A line icon (24 × 24, lucide's shapes): one <svg> whose shapes are a fixed string, so rendering it costs one element
 * (the stroke, caps and default size are the `.icon` rule in app.css; size and colour classes override them).
 * Decorative unless given an `aria-label`. Icons are written by scripts/generate-icons.ts, one module each, so a page
 * loads only the icons it shows.
 */
export function icon(name: string, shapes: string) {
  const html = { __html: shapes };
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={props['aria-label'] ? undefined : true}
        focusable="false"
        {...props}
        className={className ? `icon ${className}` : 'icon'}
        dangerouslySetInnerHTML={html}
      />
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
