import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  maxPanelLinkItems,
  messages,
  notify,
  serverFieldTextOf,
  StatusTag,
  useVersionConflict,
  type PanelItem,
  type PanelLink,
} from '@solar/shared';
import { useState } from 'react';
import { usePanelLinkSaveMutation } from '../api/demand-panel-link-endpoints';

interface PanelSizeCardProps {
  link: PanelLink;
  /** Loads the sizes again (after someone else saved this one). */
  onReload: () => unknown;
}

/** One panel size: its items in order (the first preferred), the candidates to add, and Save. */
export function PanelSizeCard({ link, onReload }: PanelSizeCardProps) {
  const [chosen, setChosen] = useState<PanelItem[]>(link.items);
  const [save, saving] = usePanelLinkSaveMutation();
  const conflict = useVersionConflict(onReload);
  const changed =
    chosen.map((item) => item.item_id).join() !== link.items.map((item) => item.item_id).join();
  const addable = link.candidates.filter(
    (candidate) => !chosen.some((item) => item.item_id === candidate.item_id),
  );
  const move = (index: number, by: number) =>
    setChosen((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const submit = async () => {
    const result = await save({
      panelSizeW: link.panel_size_w,
      itemIds: chosen.map((item) => item.item_id),
      version: link.version,
    });
    if (result.error) {
      if (conflict.caught(result.error)) return;
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.panelLinkSaved);
  };

  return (
    <Box
      as="section"
      aria-label={`${link.panel_size_w} W panels`}
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Text fontWeight="semibold" fontSize="lg">
          {link.panel_size_w} W
        </Text>
        <Button
          size="sm"
          disabled={!changed}
          loading={saving.isLoading}
          onClick={() => void submit()}
        >
          Save
        </Button>
      </HStack>
      {chosen.length === 0 ? (
        <Text color="fg.muted" mb="3">
          {messages.panelLinkNoItem}
        </Text>
      ) : (
        <List.Root
          as="ol"
          gap="2"
          mb="3"
          listStyle="none"
          aria-label={`Items of ${link.panel_size_w} W`}
        >
          {chosen.map((item, index) => (
            <List.Item key={item.item_id}>
              <Stack
                direction={{ base: 'column', md: 'row' }}
                justify="space-between"
                gap="2"
                borderBottomWidth="1px"
                pb="2"
              >
                <Box minW="0">
                  <HStack gap="2">
                    <Text fontWeight="medium">{item.itemno}</Text>
                    <StatusTag label={index === 0 ? 'Preferred' : `Alternate ${index}`} />
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {item.itemdes}
                  </Text>
                </Box>
                <HStack gap="1" flexShrink={0}>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={index === 0}
                    aria-label={`Move ${item.itemno} up`}
                    onClick={() => move(index, -1)}
                  >
                    Up
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={index === chosen.length - 1}
                    aria-label={`Move ${item.itemno} down`}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Remove ${item.itemno}`}
                    onClick={() =>
                      setChosen((current) =>
                        current.filter((other) => other.item_id !== item.item_id),
                      )
                    }
                  >
                    Remove
                  </Button>
                </HStack>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Text fontSize="sm" fontWeight="medium" mb="1">
        Items rated {link.panel_size_w} W
      </Text>
      {addable.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {link.candidates.length === 0
            ? `No item has the Rated power attribute at ${link.panel_size_w} W: set it on Item Attributes.`
            : 'Every item rated at this size is listed above.'}
        </Text>
      ) : (
        <HStack gap="2" wrap="wrap">
          {addable.map((candidate) => (
            <Button
              key={candidate.item_id}
              size="xs"
              variant="outline"
              disabled={chosen.length >= maxPanelLinkItems}
              aria-label={`Add ${candidate.itemno}`}
              title={candidate.itemdes}
              onClick={() => setChosen((current) => [...current, candidate])}
            >
              + {candidate.itemno}
            </Button>
          ))}
        </HStack>
      )}
      {conflict.dialog}
    </Box>
  );
}
