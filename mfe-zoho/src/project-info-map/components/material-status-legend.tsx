import { Flex, Text } from '@chakra-ui/react';
import { projectMaterialStatuses } from '@solar/shared';
import { materialStatusLook } from '../utils/material-status-look';
import { MaterialStatusMark } from './material-status-mark';

/** What the markers' colours and shapes mean. */
export function MaterialStatusLegend() {
  return (
    <Flex as="ul" aria-label="Legend" gap="4" wrap="wrap" listStyleType="none" fontSize="sm">
      {projectMaterialStatuses.map((status) => (
        <Flex as="li" key={status} align="center" gap="1.5">
          <MaterialStatusMark status={status} />
          <Text as="span">{materialStatusLook[status].label}</Text>
        </Flex>
      ))}
    </Flex>
  );
}
