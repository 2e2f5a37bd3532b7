import { Box, Flex, Text } from '@chakra-ui/react';
import { formatCalendarDay, messages, type ProjectMapInstallation } from '@solar/shared';
import { materialStatusLook } from '../utils/material-status-look';
import { MaterialStatusMark } from './material-status-mark';

interface InstallationsListProps {
  installations: ProjectMapInstallation[];
  selectedId: number | null;
  onSelect: (projectId: number) => void;
}

/** The installations in the map's order (installation day first), each row a button. */
export function InstallationsList({ installations, selectedId, onSelect }: InstallationsListProps) {
  return (
    <Box as="ol" aria-label="Installations" listStyleType="none" borderWidth="1px" rounded="md">
      {installations.map((installation) => {
        const selected = installation.project_id === selectedId;
        const look = materialStatusLook[installation.status];
        return (
          <Box
            as="li"
            key={installation.project_id}
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Box
              asChild
              width="full"
              textAlign="start"
              px="3"
              py="2"
              bg={selected ? 'bg.emphasized' : undefined}
              _hover={{ bg: selected ? 'bg.emphasized' : 'bg.muted' }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '-2px',
              }}
            >
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(installation.project_id)}
              >
                <Flex align="center" gap="2" justify="space-between">
                  <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
                    {installation.deal_name}
                  </Text>
                  <Flex align="center" gap="1.5" flexShrink={0}>
                    <MaterialStatusMark status={installation.status} />
                    <Text as="span" fontSize="sm" color={`${look.palette}.fg`}>
                      {look.label}
                    </Text>
                  </Flex>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {formatCalendarDay(installation.installation_date)}
                  {installation.status === 'short'
                    ? ` · ${messages.projectMapItemsShort(installation.shortages.length)}`
                    : ''}
                </Text>
                {installation.latitude === null ? (
                  <Text fontSize="xs" color="fg.muted">
                    {messages.projectMapNoLocation}
                  </Text>
                ) : null}
              </button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
