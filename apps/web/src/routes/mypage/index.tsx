import { UserRound } from 'lucide-react';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { AttentionPanel, mypageHomeMessages as m, ShortcutGrid, WelcomeCard } from '@/features/mypage-home';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

/** `/mypage`: who I am, what needs my attention, and the way to every account page. */
export function Component() {
  const { user } = useSession();
  useDocumentTitle(m.title);
  return (
    <div className="space-y-8">
      <PageHeading eyebrow={m.eyebrow} icon={<UserRound className="size-4" aria-hidden />} title={m.title} />
      {user ? (
        <>
          <WelcomeCard user={user} />
          <AttentionPanel roles={user.roles} />
          <ShortcutGrid roles={user.roles} />
        </>
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
    </div>
  );
}
