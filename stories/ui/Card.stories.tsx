import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardMedia, CardTitle } from '../../src/ui/Card';
import { tabTo } from '../support/focus';
import { docsPage } from '../support/docs';

// An inline picture: no network, the same pixels on every run.
const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#1e3a8a"/><circle cx="120" cy="30" r="18" fill="#fbbf24"/><path d="M0 90 L60 40 L100 70 L130 55 L160 90Z" fill="#0f172a"/></svg>',
  );

interface SummitCardProps {
  title: string;
  description: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A typical admin card: title, short text and actions. */
function SummitCard({ title, description, onEdit, onDelete }: SummitCardProps) {
  return (
    <Card style={{ maxWidth: '22rem' }}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>Three days of worship, workshops and outreach with students from 20 universities.</CardContent>
      <CardFooter>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="danger" onClick={onDelete}>
          Delete
        </Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'UI/Card',
  component: SummitCard,
  tags: ['autodocs'],
  subcomponents: { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter, CardMedia },
  args: { title: 'Annual Summit 2025', description: 'Dar es Salaam, 12–14 September', onEdit: fn(), onDelete: fn() },
  parameters: docsPage(
    "A surface that groups one item: a summit, a book, an event, a leader. Compose it from `Card`, `CardMedia`, `CardHeader`, `CardTitle`, `CardDescription`, `CardContent` and `CardFooter` (actions); `asChild` renders it as an `<article>` or `<li>`. The page here is an example admin card built from those parts.",
  ),
} satisfies Meta<typeof SummitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Annual Summit 2025' })).toBeVisible();
    await expect(canvas.getByText('Dar es Salaam, 12–14 September')).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard(' ');
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const WithMedia: Story = {
  render: () => (
    <Card style={{ maxWidth: '22rem' }}>
      <CardMedia src={COVER} alt="Students gathered at sunset" />
      <CardHeader>
        <CardTitle>Campus Outreach</CardTitle>
      </CardHeader>
      <CardContent>
        <a href="/attachments/outreach.pdf" target="_blank" rel="noreferrer">
          View Attachment
        </a>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas, userEvent }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Students gathered at sunset' });
    await expect(image).toBeVisible();
    // The media keeps a 16:9 frame whatever the picture.
    const { width, height } = image.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
    await tabTo(userEvent, canvas.getByRole('link', { name: 'View Attachment' }));
  },
};

export const AsArticleWithHeadingLevel: Story = {
  render: () => (
    <Card asChild style={{ maxWidth: '22rem' }}>
      <article aria-labelledby="card-title">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="card-title">Book of the Year</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>Steps to Christ</CardContent>
      </article>
    </Card>
  ),
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Book of the Year' });
    await expect(article.tagName).toBe('ARTICLE');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Book of the Year' })).toBeVisible();
  },
};
