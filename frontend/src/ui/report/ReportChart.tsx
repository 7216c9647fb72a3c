import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import { tableCellText, type AnyReportDefinition, type ReportChartData } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../useLanguage';

const CHARTS = { line: LineChart, area: AreaChart, bar: BarChart } as const;

/**
 * A report's chart (its definition's `chart`): a series per measure over the x column, totalled
 * by the API over the whole run; series labelled with their columns' headers, x values written as
 * their column's cells are (dates in the display format).
 */
export function ReportChart({ definition, data }: { definition: AnyReportDefinition; data: ReportChartData }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const chart = definition.chart;
  if (!chart) return null;
  const columnOf = (key: string) => definition.columns.find((column) => column.key === key);
  const xColumn = columnOf(chart.x);
  const xText = (value: unknown) => (xColumn ? tableCellText(xColumn, { [chart.x]: value }, language) : String(value));
  const Chart = CHARTS[chart.kind];
  const axis = xColumn?.header[language] ?? chart.x;
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby="report-chart-title" data-testid="report-chart">
      <Title order={2} size="h4" id="report-chart-title" mb="sm">
        {t('chart.title', { axis })}
      </Title>
      <Chart
        h={280}
        data={data.points}
        dataKey={chart.x}
        series={chart.series.map((series) => ({
          name: series.key,
          label: columnOf(series.key)?.header[language] ?? series.key,
          color: series.color,
        }))}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        xAxisProps={{ tickFormatter: xText, minTickGap: 24 }}
        tooltipProps={{ labelFormatter: xText }}
        {...(chart.kind === 'line' ? { curveType: 'linear' as const } : {})}
      />
      {data.truncated && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('chart.truncated')}
        </Text>
      )}
    </Paper>
  );
}
