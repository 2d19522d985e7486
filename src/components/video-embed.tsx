import { useState } from 'react';
import { toEmbedUrl } from '../lib/video';
import { Icon } from './icon';

/**
 * An embedded YouTube video. Until the visitor presses play it is a light poster, so the page does
 * not load YouTube's player (about 1 MB) for everyone. Nothing is shown for a link that is not a
 * YouTube video.
 */
export function VideoEmbed({ link, title }: { link: string | null | undefined; title: string }) {
  const [playing, setPlaying] = useState(false);
  const embed = toEmbedUrl(link);
  if (!embed) return null;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-brand-950 shadow-card">
      {playing ? (
        <iframe
          src={`${embed}?autoplay=1&rel=0`}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-900 to-brand-700 text-white"
        >
          <span
            className="flex size-20 items-center justify-center rounded-full bg-accent-500 text-brand-950 shadow-card transition-transform group-hover:scale-105"
            aria-hidden="true"
          >
            <Icon name="play" size={34} />
          </span>
          <span className="max-w-md px-6 text-center text-lead font-semibold">
            <span className="sr-only">Videoyu oynat: </span>
            {title}
          </span>
        </button>
      )}
    </div>
  );
}
