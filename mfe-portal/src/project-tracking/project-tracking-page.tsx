import { Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { LoadFailure, messages, PageHeader, portalPages, StatusTag } from '@solar/shared';
import {
  usePortalDealsQuery,
  usePortalDocumentsQuery,
} from '../portal-shared/api/portal-endpoints';
import { PortalBackLink } from '../portal-shared/components/portal-back-link';
import { InstallationMilestones } from './components/installation-milestones';
import { MilestoneMailSetting } from './components/milestone-mail-setting';
import { StageTimeline } from './components/stage-timeline';
import { ProjectDocuments } from './components/project-documents';
import { PortalLoading } from '../portal-shared/components/portal-loading';

/**
 * `/customer/tracking`: each of the customer's projects with its stage timeline, its status when it
 * is one a customer can follow (the API sends none for staff's internal ones) and, once it is
 * won, its installation milestones with their planned and actual dates, and the customer's
 * choice of being e-mailed at each milestone.
 */
export function ProjectTrackingPage() {
  const deals = usePortalDealsQuery(undefined, { refetchOnMountOrArgChange: true });
  const files = usePortalDocumentsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader
        title={portalPages.tracking.title}
        description="Where each of your projects stands."
        actions={<PortalBackLink />}
      />
      {deals.isLoading ? (
        <PortalLoading label="Loading your projects" />
      ) : !deals.data ? (
        <LoadFailure message={messages.failedToLoadProjects} onRetry={() => void deals.refetch()} />
      ) : deals.data.length === 0 ? (
        <Text color="fg.muted">{messages.portalNoProjects}</Text>
      ) : (
        <Stack gap="4">
          {deals.data.map((deal) => {
            const { status } = deal;
            return (
              <Card.Root as="article" key={deal.id} aria-labelledby={`project-${deal.id}`}>
                <Card.Header>
                  <Heading as="h2" size="lg" id={`project-${deal.id}`}>
                    {deal.name}
                  </Heading>
                  <Text color="fg.muted">{deal.address}</Text>
                </Card.Header>
                <Card.Body>
                  <Stack gap="5">
                    <DataList.Root orientation="horizontal">
                      <DataList.Item>
                        <DataList.ItemLabel>Stage</DataList.ItemLabel>
                        <DataList.ItemValue>
                          <StatusTag label={deal.stage.name} />
                        </DataList.ItemValue>
                      </DataList.Item>
                      {status === null ? null : (
                        <DataList.Item>
                          <DataList.ItemLabel>Status</DataList.ItemLabel>
                          <DataList.ItemValue>
                            <StatusTag label={status.name} />
                          </DataList.ItemValue>
                        </DataList.Item>
                      )}
                    </DataList.Root>
                    <StageTimeline steps={deal.timeline} label={`Stages of ${deal.name}`} />
                    {deal.installation === null ? null : (
                      <InstallationMilestones
                        installation={deal.installation}
                        dealName={deal.name}
                        documents={
                          files.data?.documents.filter((row) => row.deal_id === deal.id) ?? []
                        }
                      />
                    )}
                    {files.data ? (
                      <ProjectDocuments
                        projectName={deal.name}
                        documents={files.data.documents.filter((row) => row.deal_id === deal.id)}
                        requests={files.data.requests.filter((row) => row.deal_id === deal.id)}
                      />
                    ) : files.isError ? (
                      <Text color="fg.muted">{messages.failedToLoadPortalDocuments}</Text>
                    ) : null}
                  </Stack>
                </Card.Body>
              </Card.Root>
            );
          })}
          {deals.data.some((deal) => deal.installation !== null) ? <MilestoneMailSetting /> : null}
        </Stack>
      )}
    </>
  );
}
