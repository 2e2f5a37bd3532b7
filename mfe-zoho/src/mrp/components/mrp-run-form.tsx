import { Button, Checkbox, Flex } from '@chakra-ui/react';
import {
  defaultMrpWeeks,
  isoWeekMonday,
  messages,
  mrpHorizonOptions,
  notify,
  SelectField,
  serverFieldTextOf,
} from '@solar/shared';
import { useState } from 'react';
import { useStockWarehousesQuery } from '../../zoho-shared/api/warehouse-endpoints';
import { WeekInput } from '../../zoho-shared/components/week-input';
import { currentIsoWeek } from '../../zoho-shared/utils/current-iso-week';
import { useMrpRunStartMutation } from '../api/mrp-endpoints';

interface MrpRunFormProps {
  onStarted: (runId: number) => void;
}

/** The inputs of a planning run: first week, horizon, warehouse and whether to add the forecast. */
export function MrpRunForm({ onStarted }: MrpRunFormProps) {
  const [week, setWeek] = useState(currentIsoWeek);
  const [weeks, setWeeks] = useState<number>(defaultMrpWeeks);
  const [warehouse, setWarehouse] = useState('');
  const [includeForecast, setIncludeForecast] = useState(false);
  const warehouses = useStockWarehousesQuery();
  const [start, started] = useMrpRunStartMutation();

  const run = async () => {
    const result = await start({
      horizon_start: isoWeekMonday(week),
      weeks,
      include_forecast: includeForecast,
      warehouse_id: warehouse === '' ? null : Number(warehouse),
    });
    if ('error' in result) {
      notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
      return;
    }
    notify.success(messages.mrpRunStarted);
    onStarted(result.data.id);
  };

  return (
    <Flex
      as="form"
      gap="3"
      wrap="wrap"
      align="flex-end"
      mb="4"
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      <WeekInput key={week} label="First week" width="44" value={week} onChange={setWeek} />
      <SelectField
        label="Horizon"
        width="36"
        value={String(weeks)}
        onChange={(value) => setWeeks(Number(value))}
        options={mrpHorizonOptions.map((count) => ({ value: count, label: `${count} weeks` }))}
      />
      <SelectField
        label="Warehouse"
        width="56"
        value={warehouse}
        onChange={setWarehouse}
        placeholder="All warehouses"
        options={(warehouses.data?.warehouses ?? [])
          .filter((entry) => entry.active)
          .map((entry) => ({ value: entry.id, label: entry.name }))}
      />
      <Checkbox.Root
        checked={includeForecast}
        onCheckedChange={(details) => setIncludeForecast(details.checked === true)}
        pb="2"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Include the forecast</Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" loading={started.isLoading} mb="0.5">
        Run MRP
      </Button>
    </Flex>
  );
}
