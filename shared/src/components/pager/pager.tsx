import {
  chakra,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Pagination,
  Text,
} from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { pageSizeOptions as defaultPageSizeOptions } from '../../domain/constants';

export interface PagerProps {
  /** Number of records over all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  /**
   * Called with the new size only. The pager does not change the page itself: the caller decides,
   * and the lists of the spec go back to page 1 when the size changes.
   */
  onPageSizeChange: (pageSize: number) => void;
}

/** The number of pages for a total and a page size; an empty list still has one page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The spec's pager, in its layout order: total, sizes, prev, pager, next, jumper. Page buttons
 * collapse into an ellipsis around the current page when there are many.
 */
export function Pager({
  total,
  page,
  pageSize,
  pageSizeOptions = defaultPageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: PagerProps) {
  const pageCount = pageCountOf(total, pageSize);
  const jumperId = useId();
  const [jumpText, setJumpText] = useState('');

  const jump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const requested = Number.parseInt(jumpText, 10);
    setJumpText('');
    if (Number.isNaN(requested)) return;
    const target = Math.min(Math.max(requested, 1), pageCount);
    if (target !== page) onPageChange(target);
  };

  return (
    <Flex align="center" gap="3" wrap="wrap" fontSize="sm">
      <Text>Total {total}</Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label="Page size"
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size} / page
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={Math.min(page, pageCount)}
        siblingCount={2}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: 'Pagination',
          prevTriggerLabel: 'Previous page',
          nextTriggerLabel: 'Next page',
          itemLabel: ({ page: itemPage }) => `Page ${itemPage}`,
        }}
      >
        <HStack gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton variant="ghost" size="sm">
              <Chevron direction="left" />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} size="sm">
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton variant="ghost" size="sm">
              <Chevron direction="right" />
            </IconButton>
          </Pagination.NextTrigger>
        </HStack>
      </Pagination.Root>
      <HStack gap="2">
        <chakra.label htmlFor={jumperId}>Go to</chakra.label>
        <Input
          id={jumperId}
          size="sm"
          width="16"
          inputMode="numeric"
          value={jumpText}
          onChange={(event) => setJumpText(event.currentTarget.value.replace(/\D/g, ''))}
          onKeyDown={jump}
        />
      </HStack>
    </Flex>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
