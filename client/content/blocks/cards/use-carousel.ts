import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { breakpointOf, stepSlide, type CollectionLayout } from './collection-layout';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Drives a scroll-snap track: which slide is active (from the scroll position),
 * prev/next/go-to, and autoplay every autorotateTime × 1000 ms on breakpoints
 * where the collection is an autoplaying carousel. Autoplay pauses while the
 * pointer or focus is inside, and never runs under prefers-reduced-motion.
 */
export function useCarousel(trackRef: RefObject<HTMLElement | null>, count: number, layout: CollectionLayout) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const activeRef = useRef(0);
  activeRef.current = active;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const slide = track?.children[index] as HTMLElement | undefined;
      const first = track?.children[0] as HTMLElement | undefined;
      if (!track || !slide || !first) return;
      track.scrollTo({ left: slide.offsetLeft - first.offsetLeft, behavior: reducedMotion() ? 'auto' : 'smooth' });
      setActive(index);
    },
    [trackRef],
  );

  // The active slide follows the scroll position, whether scrolled by buttons, swipe or keyboard.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const slides = Array.from(track.children) as HTMLElement[];
        const origin = slides[0]?.offsetLeft ?? 0;
        const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
        let nearest = 0;
        slides.forEach((slide, index) => {
          if (Math.abs(slide.offsetLeft - origin - track.scrollLeft) < Math.abs((slides[nearest]?.offsetLeft ?? 0) - origin - track.scrollLeft)) nearest = index;
        });
        setActive(atEnd && track.scrollLeft > 0 ? slides.length - 1 : nearest);
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
    };
  }, [trackRef]);

  useEffect(() => {
    if (paused || count < 2 || reducedMotion()) return;
    const settings = layout.breakpoints[breakpointOf(window.innerWidth)];
    if (settings.type !== 'carousel' || !settings.autoplay) return;
    const timer = setInterval(() => {
      const current = activeRef.current;
      if (!settings.loop && current >= count - 1) return;
      goTo(stepSlide(current, 1, count, settings.loop));
    }, settings.autorotateMs);
    return () => clearInterval(timer);
  }, [paused, count, layout, goTo]);

  return { active, goTo, setPaused };
}
