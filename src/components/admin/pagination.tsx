import { useId } from 'react';
import { pageSizeOptions } from '../../lib/paging';
import { Button } from './button';

/**
 * One step of the pager. With `compact`, phones show the arrow alone, so the button carries its
 * whole name ('Önceki sayfa') as a label.
 */
function Step({
  word,
  arrow,
  after,
  compact,
  disabled,
  onClick,
}: {
  word: string;
  arrow: string;
  after?: boolean;
  compact: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const arrowMark = <span aria-hidden="true">{arrow}</span>;
  const text = compact ? (
    <span className="hidden sm:inline" aria-hidden="true">
      {word}
    </span>
  ) : (
    word
  );
  return (
    <Button
      variant="secondary"
      size="sm"
      className="min-h-10 min-w-10"
      disabled={disabled}
      onClick={onClick}
      aria-label={compact ? `${word} sayfa` : undefined}
    >
      {after ? (
        <>
          {text} {arrowMark}
        </>
      ) : (
        <>
          {arrowMark} {text}
        </>
      )}
    </Button>
  );
}

/**
 * The panel's one pager (docs/SPEC.md sections 2 and 9): the total when given, 'Sayfa x / y'
 * (announced when it changes), 'Önceki' and 'Sonraki' — with `firstLast` also 'İlk' and 'Son',
 * which phones show as arrows — and the page size when the list has a choice of sizes.
 */
export function Pagination({
  page,
  totalPages,
  onPage,
  total,
  size,
  firstLast = false,
  className = '',
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** 'Toplam 11 ürün': how many there are, and what they are. */
  total?: { count: number; noun: string };
  size?: { value: number; options: readonly number[]; onChange: (size: number) => void };
  firstLast?: boolean;
  className?: string;
}) {
  const id = useId();
  const first = page <= 1;
  const last = page >= totalPages;
  const status = <span aria-live="polite">{`Sayfa ${page} / ${totalPages}`}</span>;
  return (
    <nav
      aria-label="Sayfalama"
      className={`flex flex-col items-center gap-3 rounded-xl bg-white p-3 shadow-card sm:flex-row sm:flex-wrap ${
        total || size ? 'sm:justify-between' : 'justify-center'
      } ${className}`}
    >
      <p className="text-small text-concrete-800">
        {total ? (
          <>
            Toplam <strong>{total.count.toLocaleString('tr-TR')}</strong> {total.noun} · {status}
          </>
        ) : (
          status
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {firstLast ? (
          <Step word="İlk" arrow="«" compact disabled={first} onClick={() => onPage(1)} />
        ) : null}
        <Step
          word="Önceki"
          arrow="‹"
          compact={firstLast}
          disabled={first}
          onClick={() => onPage(page - 1)}
        />
        <Step
          word="Sonraki"
          arrow="›"
          after
          compact={firstLast}
          disabled={last}
          onClick={() => onPage(page + 1)}
        />
        {firstLast ? (
          <Step
            word="Son"
            arrow="»"
            after
            compact
            disabled={last}
            onClick={() => onPage(totalPages)}
          />
        ) : null}
      </div>
      {size ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-size`} className="text-small text-concrete-800">
            Sayfa başına
          </label>
          <select
            id={`${id}-size`}
            value={size.value}
            onChange={(event) => size.onChange(Number(event.target.value))}
            className="min-h-10 rounded-md border border-concrete-300 bg-white px-2 text-small"
          >
            {pageSizeOptions(size.value, size.options).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </nav>
  );
}
