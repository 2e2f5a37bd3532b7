import { Badge, Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  messages,
  type PortalDeal,
  type PortalDocument,
  projectMilestoneNames,
} from '@solar/shared';
import { PortalDocumentItem } from './portal-document-item';

type Installation = NonNullable<PortalDeal['installation']>;

/**
 * The installation after the sale, milestone by milestone: done ones with the day they were done,
 * the others with the day planned (or that it is still to be planned). The first one not done is
 * marked as the current step. The files our team shared about a milestone (a permit, an
 * inspection report) are listed under it.
 */
export function InstallationMilestones({
  installation,
  dealName,
  documents,
}: {
  installation: Installation;
  dealName: string;
  documents: readonly PortalDocument[];
}) {
  const current = installation.milestones.findIndex((milestone) => milestone.actual_date === null);
  const headingId = `installation-${dealName.replace(/\W+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Flex align="center" gap="2" mb="2" wrap="wrap">
        <Heading as="h3" size="md" id={headingId}>
          {messages.portalInstallationHeading}
        </Heading>
        {installation.finished ? <Badge colorPalette="green">Complete</Badge> : null}
      </Flex>
      <Stack
        as="ol"
        aria-label={`Installation of ${dealName}`}
        gap="0"
        listStyleType="none"
        m="0"
        p="0"
      >
        {installation.milestones.map((milestone, index) => {
          const done = milestone.actual_date !== null;
          const isCurrent = index === current;
          const files = documents.filter((document) => document.milestone === milestone.key);
          return (
            <Flex
              as="li"
              key={milestone.key}
              aria-current={isCurrent ? 'step' : undefined}
              justify="space-between"
              gap="3"
              py="2"
              borderBottomWidth={index === installation.milestones.length - 1 ? '0' : '1px'}
              wrap="wrap"
            >
              <Text
                fontWeight={isCurrent ? 'bold' : 'normal'}
                color={done || isCurrent ? 'fg' : 'fg.muted'}
              >
                <Text as="span" aria-hidden="true" color={done ? 'green.fg' : 'fg.muted'} me="2">
                  {done ? '✓' : '○'}
                </Text>
                {projectMilestoneNames[milestone.key]}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {done
                  ? `Done ${formatCalendarDay(milestone.actual_date!)}`
                  : milestone.planned_date !== null
                    ? `Planned ${formatCalendarDay(milestone.planned_date)}`
                    : 'To be scheduled'}
              </Text>
              {files.length > 0 ? (
                <List.Root
                  variant="plain"
                  gap="2"
                  flexBasis="100%"
                  ps="6"
                  aria-label={`Documents of ${projectMilestoneNames[milestone.key]}`}
                >
                  {files.map((document) => (
                    <PortalDocumentItem key={document.id} document={document} />
                  ))}
                </List.Root>
              ) : null}
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
}
