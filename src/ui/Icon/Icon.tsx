/**
 * A 24×24 icon of one path beside the text that names it: hidden from assistive technology and
 * never a tab stop (an SVG in old Edge and IE took the focus). Its colour and size are the caller's CSS.
 */
export function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
