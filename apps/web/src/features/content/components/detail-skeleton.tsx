import { Container } from '@/components/ui/container';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton';

/** An article, news item or interview while it loads: the shape of its heading, cover and first paragraphs. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Container className="py-6 sm:py-10">
      <div role="status" aria-label={label} className="mx-auto max-w-5xl">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="mt-8 h-6 w-28 rounded-full" />
        <Skeleton className="mt-4 h-10 w-full max-w-2xl" />
        <Skeleton className="mt-3 h-10 w-2/3 max-w-xl" />
        <Skeleton className="mt-8 aspect-[16/9] w-full rounded-(--radius-card)" />
        <SkeletonText lines={5} className="mt-10 max-w-3xl" />
      </div>
    </Container>
  );
}
