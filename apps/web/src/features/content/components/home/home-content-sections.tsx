import { Container } from '@/components/ui/container';
import { HomeArticles } from './home-articles';
import { HomeInterview } from './home-interview';
import { HomeNews } from './home-news';

/**
 * The home page's content (issue 15), below the fold: the latest news, the magazine's newest and most
 * read articles, and an owner interview. A lazy chunk of its own (it carries the contract's calls),
 * with its data rendered on the server.
 */
export default function HomeContentSections() {
  return (
    <div className="py-14 sm:py-20">
      <Container className="space-y-16 sm:space-y-20">
        <HomeNews />
        <HomeArticles />
        <HomeInterview />
      </Container>
    </div>
  );
}
