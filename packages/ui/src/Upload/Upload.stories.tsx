import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Upload, type UploadItem, type UploadProps } from './Upload';

const MB = 1024 * 1024;

/** Pickers can be switched to "All files", so a user can choose types outside `accept`. */
const user = userEvent.setup({ applyAccept: false });

function fakeFile(name: string, sizeBytes: number, type: string): File {
  const file = new File(['label'], name, { type });
  Object.defineProperty(file, 'size', { value: sizeBytes });
  return file;
}

/** A deterministic label-like thumbnail (no remote images in stories). */
function thumbnail(background: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="224" height="224" viewBox="0 0 224 224"><rect width="224" height="224" fill="${background}"/><rect x="32" y="48" width="160" height="128" rx="10" fill="#fff"/><rect x="48" y="68" width="96" height="12" rx="6" fill="${accent}"/><rect x="48" y="92" width="128" height="8" rx="4" fill="#c0c4cc"/><rect x="48" y="108" width="110" height="8" rx="4" fill="#c0c4cc"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${48 + i * 9}" y="128" width="${i % 3 === 0 ? 5 : 3}" height="32" fill="#303133"/>`).join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const documentFiles: UploadItem[] = [
  { id: 'd1', name: 'PM-241-BT quick start guide.pdf', sizeBytes: 2.4 * MB, status: 'uploading', progress: 64 },
  { id: 'd2', name: 'Driver release notes.txt', sizeBytes: 12_800, status: 'done' },
  {
    id: 'd3',
    name: 'Label sizes.xls',
    sizeBytes: 356_000,
    status: 'error',
    error: 'The server refused the file. Try again.',
  },
];

const imageFiles: UploadItem[] = [
  {
    id: 'i1',
    name: 'Shipping label 4x6.png',
    sizeBytes: 840_000,
    status: 'done',
    url: thumbnail('#ecf5ff', '#409EFF'),
  },
  { id: 'i2', name: 'Barcode sample.jpg', sizeBytes: 1.2 * MB, status: 'done', url: thumbnail('#e8f8f3', '#11a983') },
  {
    id: 'i3',
    name: 'Price tag.png',
    sizeBytes: 420_000,
    status: 'uploading',
    progress: 35,
    url: thumbnail('#f3f0ff', '#6959CD'),
  },
];

/** Keeps the file list in state, as an app would: selected files start uploading at 0 %. */
function StatefulUpload(args: UploadProps) {
  const [files, setFiles] = useState<UploadItem[]>([...args.files]);
  return (
    <div style={{ maxWidth: 560 }}>
      <Upload
        {...args}
        files={files}
        onFilesSelected={(selected) => {
          args.onFilesSelected(selected);
          setFiles((current) => [
            ...current,
            ...selected.map((file, index) => ({
              id: `new-${current.length + index}`,
              name: file.name,
              sizeBytes: file.size,
              status: 'uploading' as const,
              progress: 0,
            })),
          ]);
        }}
        onRemove={(item) => {
          args.onRemove(item);
          setFiles((current) => current.filter((candidate) => candidate.id !== item.id));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Upload',
  component: Upload,
  args: {
    mode: 'file',
    maxSizeMb: 5,
    maxCount: 5,
    files: [],
    disabled: false,
    onFilesSelected: fn(),
    onRemove: fn(),
    onReject: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: ['file', 'image'] },
  },
  render: (args) => <StatefulUpload {...args} />,
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      fakeFile('Printer catalogue.pdf', 7.5 * MB, 'application/pdf'),
      fakeFile('Setup guide.pdf', 1.5 * MB, 'application/pdf'),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('1 file was not added');
    await expect(alert).toHaveTextContent('Printer catalogue.pdf');
    await expect(alert).toHaveTextContent('The file size cannot exceed 5 MB');
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onFilesSelected).toHaveBeenCalledWith([expect.objectContaining({ name: 'Setup guide.pdf' })]);
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading Setup guide.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
  },
};

export const WithFiles: Story = {
  args: { files: documentFiles },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: /PM-241-BT/ })).toHaveAttribute('aria-valuenow', '64');
    await expect(canvas.getByText('Uploaded')).toBeInTheDocument();
    await expect(canvas.getByText('The server refused the file. Try again.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Label sizes.xls' }));
    await expect(args.onRemove).toHaveBeenCalledWith(documentFiles[2]);
    await waitFor(() => expect(canvas.queryByText('Label sizes.xls')).not.toBeInTheDocument());
  },
};

export const Rejections: Story = {
  args: { files: documentFiles.slice(1, 2), maxCount: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      fakeFile('Photo.png', 300_000, 'image/png'),
      fakeFile('Firmware.pdf', 12 * MB, 'application/pdf'),
      fakeFile('Manual.pdf', 1 * MB, 'application/pdf'),
      fakeFile('Warranty.pdf', 1 * MB, 'application/pdf'),
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('3 files were not added');
    await expect(alert).toHaveTextContent('Wrong file format. Please upload a DOC, XLS, PPT, TXT, or PDF file.');
    await expect(alert).toHaveTextContent('The file size cannot exceed 5 MB');
    await expect(alert).toHaveTextContent('You can upload at most 2 files.');
    await expect(args.onFilesSelected).toHaveBeenCalledWith([expect.objectContaining({ name: 'Manual.pdf' })]);
  },
};

export const ImageMode: Story = {
  args: { mode: 'image', files: imageFiles },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Shipping label 4x6.png' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Uploading Price tag.png' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    const add = canvas.getByRole('button', { name: 'Add image' });
    await expect(add).toHaveAccessibleDescription('PNG, JPG, JPEG · under 5 MB each · up to 5 files');
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, fakeFile('Manual.pdf', 1 * MB, 'application/pdf'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Wrong file format. Please upload a PNG, JPG, or JPEG file.',
    );
  },
};

export const Full: Story = {
  args: { files: documentFiles.slice(1, 2), maxCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Drag files here/ })).toBeDisabled();
    await expect(canvas.getByText('You can upload at most 1 file.')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, files: documentFiles.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Drag files here/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Driver release notes.txt' })).toBeDisabled();
  },
};

/** Messages follow the locale: the size rule is stated in Chinese. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [fakeFile('打印机目录.pdf', 7.5 * MB, 'application/pdf')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传文件大小不能超过 5 MB');
    await expect(canvas.getByText('将文件拖到此处，或点击上传')).toBeInTheDocument();
  },
};
