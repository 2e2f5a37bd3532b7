import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog (focus trap, dismissal, its machine) is not part of the portal's first view: loaded
// with the first opening, then kept mounted so closing and reopening behave as before.
const SupportContactDialog = lazy(async () => ({
  default: (await import('./support-contact-dialog')).SupportContactDialog,
}));

/**
 * The portal's Chat with Support button. There is no chat service behind it yet, so rather than a
 * dead button it opens a dialog that says so and gives the ways support can be reached today.
 */
export function ChatWithSupport() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <Button
        ref={trigger}
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Chat with Support
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <SupportContactDialog
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={() => trigger.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
