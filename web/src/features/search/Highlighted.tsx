import { markedPieces } from '../../../../shared/text/highlight.ts';

/** A search hit's highlighted text, rendered as text (never as HTML): the server's `<mark>` spans become <mark> elements. */
export function Highlighted({ html, className }: { html: string; className?: string }) {
  return (
    <span className={className}>
      {markedPieces(html).map((piece, i) =>
        piece.mark ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
}
