import { Box, Flex, Heading, Link, Table, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatNumber,
  messages,
  workplacePath,
  type ProjectMapInstallation,
} from '@solar/shared';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { materialStatusLook } from '../utils/material-status-look';
import { MaterialStatusMark } from './material-status-mark';

/** The chosen installation: its status, what it is short of, and the way to its deal. */
export function InstallationShortages({ installation }: { installation: ProjectMapInstallation }) {
  const look = materialStatusLook[installation.status];
  const section = useRef<HTMLElement>(null);
  // On a phone the list runs below the map: bring the chosen one's shortages into view.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [installation.project_id]);
  return (
    <Box
      ref={section}
      as="section"
      aria-label={`Shortages of ${installation.deal_name}`}
      borderWidth="1px"
      rounded="md"
      p="3"
    >
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap" mb="2">
        <Heading as="h2" size="md" wordBreak="break-word">
          {installation.deal_name}
        </Heading>
        <Link asChild color="fg.info" fontSize="sm">
          <RouterLink
            to={workplacePath('crm/deal-details/:dealId', { dealId: installation.deal_id })}
          >
            Open the deal
          </RouterLink>
        </Link>
      </Flex>
      <Flex align="center" gap="1.5" mb="3" fontSize="sm" wrap="wrap">
        <MaterialStatusMark status={installation.status} />
        <Text as="span">{look.label}</Text>
        <Text as="span" color="fg.muted">
          · installs {formatCalendarDay(installation.installation_date)}
        </Text>
      </Flex>
      {installation.shortages.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {messages.projectMapNoShortage}
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Shortages">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Needed</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Available</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Short by</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {installation.shortages.map((shortage) => (
                <Table.Row key={shortage.item_id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{shortage.itemno}</Text>
                    <Text fontSize="xs" color="fg.muted" lineClamp={2} title={shortage.itemdes}>
                      {shortage.itemdes}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(shortage.needed)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(shortage.available)}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" color="red.fg">
                    {formatNumber(shortage.short_by)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Box>
  );
}
