import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { bitwardenCsv } from './importFixtures';
import { planImport } from './importPlan';
import { ImportExportView, type ImportExportViewProps } from './ImportExportSection';
import { readImportFile, type ImportFileContent } from './readImportFile';
import type { ExportState } from './useExportFlow';
import type { ImportState } from './useImportFlow';

const read = readImportFile(bitwardenCsv) as Extract<ImportFileContent, { kind: 'plain' }>;
const plan = planImport(read.parsed, [{ _id: 'groupWork001', name: 'Work' }], [{ name: 'GitLab', username: 'anna.k' }]);

const importFlow = (state: ImportState): ImportExportViewProps['importFlow'] => ({
  state,
  chooseFile: fn(),
  submitFilePassword: fn(),
  setSkipDuplicates: fn(),
  confirm: fn(),
  reset: fn(),
  retry: fn(),
});
const exportFlow = (state: ExportState): ImportExportViewProps['exportFlow'] => ({ state, exportEncrypted: fn(), startCsv: fn(), submitCsv: fn(), reset: fn() });

const meta = {
  title: 'Features/Passwords/ImportExportSection',
  component: ImportExportView,
  args: { importFlow: importFlow({ step: 'idle' }), exportFlow: exportFlow({ step: 'idle' }) },
  parameters: { router: { path: '/password-parent' } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', maxWidth: '48rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImportExportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('File to import');
    await userEvent.upload(input, new File([bitwardenCsv], 'bitwarden_export.csv', { type: 'text/csv' }));
    await expect(args.importFlow.chooseFile).toHaveBeenCalledTimes(1);
  },
};

export const Preview: Story = {
  args: { importFlow: importFlow({ step: 'preview', plan, parsed: read.parsed, skipDuplicates: true }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Skip the duplicates' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 4 entries' }));
    await expect(args.importFlow.confirm).toHaveBeenCalled();
  },
};

export const Sealing: Story = { args: { importFlow: importFlow({ step: 'sealing', plan, done: 350, total: 1000 }) } };

export const FilePassword: Story = {
  args: { importFlow: importFlow({ step: 'filePassword', file: undefined as never, wrongPassword: true, busy: false }) },
};

export const EncryptedBitwardenRefused: Story = { args: { importFlow: importFlow({ step: 'refused', refusal: 'encryptedBitwarden' }) } };

export const SaveFailed: Story = {
  args: { importFlow: importFlow({ step: 'saveFailed', parsed: read.parsed, reason: { id: 'passwords.import.saveFailedReason', defaultMessage: 'Check the connection and try again.' } }) },
};

export const PlaintextExportAsked: Story = {
  args: { exportFlow: exportFlow({ step: 'csvForm', wrongPassword: true }) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Extra password'), 'extra pass phrase{Enter}');
    await expect(args.exportFlow.submitCsv).toHaveBeenCalledWith('extra pass phrase');
  },
};

export const Decrypting: Story = { args: { exportFlow: exportFlow({ step: 'decrypting', done: 600, total: 1000 }) } };

export const Dark: Story = { args: Preview.args, globals: { theme: 'dark' } };

export const DarkPlaintextExport: Story = { args: PlaintextExportAsked.args, globals: { theme: 'dark' } };

export const Swedish: Story = { args: Preview.args, globals: { locale: 'sv' } };

export const SwedishRefused: Story = { args: { importFlow: importFlow({ step: 'refused', refusal: 'tooManyEntries', detail: 6200 }), exportFlow: exportFlow({ step: 'csvForm', wrongPassword: false }) }, globals: { locale: 'sv' } };

export const Phone: Story = { args: Preview.args, globals: { viewport: { value: 'phone360', isRotated: false } } };
