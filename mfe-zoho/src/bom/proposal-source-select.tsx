import { Box, Input, Spinner, Text } from '@chakra-ui/react';
import { messages, notify, searchDebounceMs, type BomProposalSource } from '@solar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useZohoBomProposalSourcesQuery } from './zoho-bom-api';

export interface ProposalSourceSelectProps {
  /** The input's id, for the field label. */
  id?: string;
  value: BomProposalSource | null;
  onChange: (source: BomProposalSource | null) => void;
}

export const proposalSourcePlaceholder = 'Search saved proposals by deal name';

export function proposalSourceLabelOf(source: BomProposalSource): string {
  const panels = source.panel_count === 1 ? '1 panel' : `${source.panel_count} panels`;
  return `${source.deal_name} - ${source.version_name} - ${panels}`;
}

/**
 * Picks a saved proposal (deal name, version, panel count) for the quantities panel. A combobox
 * like the item search, except that an empty query lists the latest saved proposals: a user who
 * does not know a deal name should still find the design they just saved. Nothing is fetched
 * until the list is first opened, so the design page alone makes no proposals call.
 */
export function ProposalSourceSelect({ id, value, onChange }: ProposalSourceSelectProps) {
  const listId = useId();
  const [text, setText] = useState(value ? proposalSourceLabelOf(value) : '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [followed, setFollowed] = useState(value);

  // Cleared from outside (the user typed a panel count of their own): the text goes too.
  if (value !== followed) {
    setFollowed(value);
    setText(value ? proposalSourceLabelOf(value) : '');
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const sources = useZohoBomProposalSourcesQuery(query, { skip: !opened });
  const results = sources.data ?? [];

  useEffect(() => {
    if (sources.isError) {
      notify.error(messages.failedToLoadSavedProposals, { id: 'zoho-bom-proposal-sources' });
    }
  }, [sources.isError]);

  const show = () => {
    setOpen(true);
    setOpened(true);
  };

  const choose = (source: BomProposalSource) => {
    onChange(source);
    setText(proposalSourceLabelOf(source));
    setOpen(false);
  };

  const activeId = open && results[active] ? `${listId}-${results[active].proposal_id}` : undefined;

  return (
    <Box>
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        placeholder={proposalSourcePlaceholder}
        value={text}
        onFocus={show}
        onClick={show}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (value) onChange(null);
          show();
          setActive(0);
          clearTimeout(timer.current);
          const trimmed = next.trim();
          if (trimmed === '') {
            setQuery('');
            return;
          }
          timer.current = setTimeout(() => setQuery(trimmed), searchDebounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            show();
            return;
          }
          if (!open) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => Math.min(index + 1, Math.max(results.length - 1, 0)));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter' && results[active]) {
            event.preventDefault();
            choose(results[active]);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
        onBlur={() => setOpen(false)}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label="Saved proposals"
        hidden={!open}
        mt="1"
        maxH="60"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        listStyleType="none"
      >
        {sources.isFetching ? (
          <Box as="li" px="3" py="2" role="presentation">
            <Spinner size="xs" mr="2" />
            <Text as="span" fontSize="sm" color="fg.muted">
              Loading…
            </Text>
          </Box>
        ) : null}
        {!sources.isFetching && results.length === 0 ? (
          <Box as="li" px="3" py="2" role="presentation" fontSize="sm" color="fg.muted">
            No saved proposals with panels
          </Box>
        ) : null}
        {results.map((source, index) => (
          <Box
            as="li"
            key={source.proposal_id}
            id={`${listId}-${source.proposal_id}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'bg.muted' : undefined}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(source);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <Text as="span" fontWeight="semibold">
              {source.deal_name}
            </Text>
            <Text as="span" color="fg.muted">
              {' '}
              {source.version_name} · {source.panel_count}{' '}
              {source.panel_count === 1 ? 'panel' : 'panels'}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
