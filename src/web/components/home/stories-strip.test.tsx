import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoriesStrip, type Story } from './stories-strip.tsx';

const story = (id: string, video: string | null): Story => ({
  _id: id,
  title: `Story ${id}`,
  imageKey: `stories/${id}`,
  video,
  products: null,
});

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('StoriesStrip', () => {
  it('shows the play icon only on stories that have a video', () => {
    const html = renderToStaticMarkup(
      <StoriesStrip stories={[story('a', '/uploads/videos/a.mp4'), story('b', null)]} />,
    );
    expect(count(html, 'data-testid="story-play"')).toBe(1);
    expect(count(html, '<video')).toBe(1);
  });

  it('puts each title on a scrim', () => {
    const html = renderToStaticMarkup(<StoriesStrip stories={[story('a', null)]} />);
    expect(html).toMatch(/data-testid="story-title" class="[^"]*bg-linear-to-t from-black\/85/);
  });

  it('renders its arrows disabled before JavaScript has measured the strip (they need it)', () => {
    const html = renderToStaticMarkup(<StoriesStrip stories={[story('a', null)]} />);
    expect(count(html, 'disabled=""')).toBe(2);
  });
});
