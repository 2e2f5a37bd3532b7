import { Alert, Link as ChakraLink, List, Text } from '@chakra-ui/react';
import { type LeadDuplicates, messages, workplacePath } from '@solar/shared';
import { Link } from 'react-router';

const kindLabel = { lead: 'Lead', contact: 'Deal contact', deal: 'Deal' } as const;

/** Where a duplicate opens: a lead in the leads list (found by name), a contact on its deal. */
function pathOf(match: LeadDuplicates['matches'][number]): string | null {
  if (!match.may_open || match.id === null) return null;
  if (match.kind === 'lead') {
    const search = new URLSearchParams({ search: match.name ?? '' });
    return `${workplacePath('crm/leads')}?${search.toString()}`;
  }
  return workplacePath('crm/deal-details/:dealId', { dealId: match.id });
}

/**
 * The records sharing the lead's email, phone or address: which kind, what they share, and a
 * link when the user may open it (another team's record is only counted by kind).
 */
export function LeadDuplicatesWarning({ matches }: { matches: LeadDuplicates['matches'] }) {
  if (matches.length === 0) return null;
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{messages.possibleDuplicatesTitle}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="1">
            {matches.map((match, index) => {
              const path = pathOf(match);
              const shared = `${messages.duplicateMatchedOn}${match.matched_on.join(', ')}`;
              return (
                <List.Item key={`${match.kind}-${match.id ?? 'hidden'}-${index}`}>
                  <Text as="span" fontWeight="medium">
                    {kindLabel[match.kind]}
                  </Text>{' '}
                  {path ? (
                    <ChakraLink asChild color="blue.fg" textDecoration="underline">
                      <Link to={path} target="_blank" rel="noopener">
                        {match.name}
                      </Link>
                    </ChakraLink>
                  ) : (
                    <Text as="span" color="fg.muted">
                      {messages.duplicateNotYours}
                    </Text>
                  )}{' '}
                  ({shared})
                </List.Item>
              );
            })}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
