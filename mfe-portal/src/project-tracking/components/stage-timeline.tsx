import { Box, Circle, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import type { StageStep } from '@solar/shared';

const stateText = { done: 'done', current: 'current stage', upcoming: 'upcoming' } as const;

/**
 * A deal's stages as an ordered list of steps: done ones ticked, the current one highlighted and
 * marked `aria-current="step"`, upcoming ones muted. Each step also says its state in words for
 * screen readers, which cannot see the colours.
 */
export function StageTimeline({ steps, label }: { steps: readonly StageStep[]; label: string }) {
  return (
    <Flex
      as="ol"
      aria-label={label}
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '2', md: '0' }}
      listStyleType="none"
      m="0"
      p="0"
    >
      {steps.map((step, index) => {
        const current = step.state === 'current';
        const done = step.state === 'done';
        return (
          <Flex
            as="li"
            key={step.id}
            aria-current={current ? 'step' : undefined}
            data-state={step.state}
            flex="1"
            direction={{ base: 'row', md: 'column' }}
            align="center"
            gap="2"
            position="relative"
            textAlign={{ base: 'start', md: 'center' }}
          >
            {index > 0 ? (
              <Box
                aria-hidden="true"
                display={{ base: 'none', md: 'block' }}
                position="absolute"
                top="14px"
                right="50%"
                width="100%"
                height="2px"
                bg={done || current ? 'green.solid' : 'border'}
                zIndex="0"
              />
            ) : null}
            <Circle
              aria-hidden="true"
              size="30px"
              zIndex="1"
              fontWeight="bold"
              fontSize="sm"
              bg={current ? 'blue.solid' : done ? 'green.solid' : 'bg'}
              color={current || done ? 'white' : 'fg.muted'}
              borderWidth="2px"
              borderColor={current ? 'blue.solid' : done ? 'green.solid' : 'border'}
            >
              {done ? '✓' : index + 1}
            </Circle>
            <Text
              fontSize="sm"
              fontWeight={current ? 'bold' : 'normal'}
              color={step.state === 'upcoming' ? 'fg.muted' : 'fg'}
              px="1"
            >
              {step.name}
              <VisuallyHidden>{` (${stateText[step.state]})`}</VisuallyHidden>
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
