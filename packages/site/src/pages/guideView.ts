import type { GuideDriverLink } from '@labelwise/contract';
import type { PublishedContent } from '../content/live';
import { guideBySlug, type GuideMessageId, type GuideModel } from '../content/guides';
import { setupSections, type ConnectionKind, type SetupSection } from '../content/types';
import { videoById, videosFromPublished, type VideoId, type VideoItem } from '../content/videos';

/** A section's steps: the compiled default (message ids, `{model}` filled by react-intl) or the operator's text. */
export type GuideSteps = { kind: 'ids'; ids: readonly GuideMessageId[] } | { kind: 'text'; texts: readonly string[] };

export type GuideDriver = GuideDriverLink;

/** Operating systems are proper names, written the same in every locale. */
export const driverOsName: Readonly<Record<GuideDriverLink['os'], string>> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
};

/** What a guide page shows: the published guide of its locale when there is one, else the compiled default. */
export interface GuideView {
  model: GuideModel;
  name: string;
  /** The operator's intro; null = the default message. */
  intro: string | null;
  photo: string;
  connections: readonly ConnectionKind[];
  sections: readonly SetupSection[];
  steps: (section: SetupSection | 'firmware') => GuideSteps;
  videos: readonly VideoItem[];
  manual: boolean;
  manualUrl: string;
  firmware: boolean;
  firmwareVersion: string;
  firmwareFile: string;
  drivers: readonly GuideDriver[];
}

const FIRMWARE_STEPS: readonly GuideMessageId[] = ['site.guide.fwCheck', 'site.guide.fwApp', 'site.guide.fwKeepOn'];
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const fill = (text: string, model: string) => text.split('{model}').join(model);

function defaultSteps(model: GuideModel, section: SetupSection | 'firmware'): GuideSteps {
  return { kind: 'ids', ids: section === 'firmware' ? FIRMWARE_STEPS : (model.steps[section] ?? []) };
}

/**
 * Known video ids only: a video the site does not have (yet) is left out rather than breaking the page. With the
 * published content, only published videos count (as `useVideos`): the compiled clips are demo stand-ins.
 */
function videosOf(ids: readonly string[], content: PublishedContent | null): VideoItem[] {
  // Only the guide's own videos are read, so the page carries no other video's text (content/live.tsx).
  const own = content ? content.videos.filter((v) => ids.includes(v.key)) : null;
  const published = own ? new Map(videosFromPublished(own).map((v) => [v.id, v])) : null;
  const out: VideoItem[] = [];
  for (const id of ids) {
    try {
      const video = published ? published.get(id) : videoById(id as VideoId);
      if (video) out.push(video);
    } catch {
      // An id of a video that is not part of the site.
    }
  }
  return out;
}

export function guideView(slug: string, content: PublishedContent | null): GuideView | null {
  const model = guideBySlug(slug);
  if (!model) return null;
  const published = content?.guides[model.slug];
  if (!published) {
    return {
      model,
      name: model.name,
      intro: null,
      photo: '',
      connections: model.connections,
      sections: model.sections,
      steps: (section) => defaultSteps(model, section),
      videos: videosOf(model.videos, content),
      manual: model.manual,
      manualUrl: '',
      firmware: model.firmware,
      firmwareVersion: '',
      firmwareFile: '',
      drivers: [],
    };
  }
  const { shared, text } = published;
  const name = str(shared.name) || model.name;
  const overrides = (text.steps ?? {}) as Partial<Record<string, unknown>>;
  const listed = strings(shared.sections);
  return {
    model,
    name,
    intro: str(text.intro) ? fill(str(text.intro), name) : null,
    photo: str(shared.photo),
    connections: strings(shared.connections) as ConnectionKind[],
    sections: setupSections.filter((s) => listed.includes(s)),
    steps: (section) => {
      const texts = strings(overrides[section]);
      return texts.length > 0 ? { kind: 'text', texts: texts.map((t) => fill(t, name)) } : defaultSteps(model, section);
    },
    videos: videosOf(strings(shared.videos), content),
    manual: shared.manual === true || str(shared.manualUrl) !== '',
    manualUrl: str(shared.manualUrl),
    firmware: listed.includes('firmware') || str(shared.firmwareFile) !== '',
    firmwareVersion: str(shared.firmwareVersion),
    firmwareFile: str(shared.firmwareFile),
    drivers: published.drivers ?? [],
  };
}
