import { Card, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface DashboardCardProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** One figure of the dashboard: a region named by its heading. */
export function DashboardCard({ title, children, footer }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} height="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
      {footer ? <Card.Footer>{footer}</Card.Footer> : null}
    </Card.Root>
  );
}
