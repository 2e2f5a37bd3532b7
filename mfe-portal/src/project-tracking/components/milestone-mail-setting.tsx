import { Card, Switch, Text } from '@chakra-ui/react';
import { messages, notify, serverErrorTextOf } from '@solar/shared';
import { useEffect, useRef, useState } from 'react';
import {
  usePortalMailSettingsQuery,
  usePortalSaveMailSettingsMutation,
} from '../../portal-shared/api/portal-endpoints';

/**
 * The customer's choice to be e-mailed at each milestone of their installation. It saves as soon
 * as it is switched; the page keeps showing every milestone either way.
 */
export function MilestoneMailSetting() {
  const settings = usePortalMailSettingsQuery();
  const [save, saving] = usePortalSaveMailSettingsMutation();
  // The switch shows the choice while it is being saved, and goes back when the save fails.
  const [shown, setShown] = useState<boolean | null>(null);
  // A refused save draws the switch anew (its input keeps the clicked state otherwise), with the
  // focus where the customer left it.
  const [refusals, setRefusals] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refusals > 0) input.current?.focus();
  }, [refusals]);
  const toggle = async (milestoneMail: boolean) => {
    const before = shown ?? settings.data?.milestone_mail ?? true;
    setShown(milestoneMail);
    const result = await save({ milestone_mail: milestoneMail });
    if ('error' in result) {
      setShown(before);
      setRefusals((count) => count + 1);
      notify.error(messages.failedToSavePortalMailSettings, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    notify.success(
      milestoneMail ? messages.portalMilestoneMailOn : messages.portalMilestoneMailOff,
    );
  };
  return (
    <Card.Root as="section" aria-label="E-mail" size="sm">
      <Card.Body gap="1">
        {settings.data ? (
          <Switch.Root
            key={refusals}
            checked={shown ?? settings.data.milestone_mail}
            disabled={saving.isLoading}
            onCheckedChange={(details) => void toggle(details.checked)}
            alignItems="flex-start"
          >
            <Switch.HiddenInput ref={input} aria-describedby="milestone-mail-help" />
            <Switch.Control mt="0.5" />
            <Switch.Label>{messages.portalMilestoneMailLabel}</Switch.Label>
          </Switch.Root>
        ) : settings.isError ? (
          <Text color="fg.muted">{messages.failedToLoadPortalMailSettings}</Text>
        ) : (
          <Text color="fg.muted">{messages.portalMilestoneMailLabel}</Text>
        )}
        <Text id="milestone-mail-help" fontSize="sm" color="fg.muted">
          {messages.portalMilestoneMailHelp}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
