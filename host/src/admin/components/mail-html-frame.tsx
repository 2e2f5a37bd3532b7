import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * An e-mail's HTML body drawn as the recipient's mail program would, apart from the workplace's
 * own styles. The frame may run no script, submit no form and navigate nothing (the sandbox
 * grants only its origin, and the workplace's policy forbids inline script besides): markup only.
 * It keeps the workplace's origin on purpose: Chromium moves a frame of no origin into a process
 * of its own, which paints it only once that process is up, so on a busy machine the preview
 * stayed blank and went blank again on every keystroke. Never add `allow-scripts` beside it.
 */
export function MailHtmlFrame({ title, html, ...box }: { title: string; html: string } & BoxProps) {
  return (
    <Box
      as="iframe"
      title={title}
      {...{ sandbox: 'allow-same-origin', srcDoc: html }}
      width="full"
      borderWidth="1px"
      rounded="md"
      bg="white"
      {...box}
    />
  );
}
