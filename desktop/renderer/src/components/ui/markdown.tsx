import { sanitizeMarkdownUrl } from '@zencode/shared/rules';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { cn } from '@/lib/utils.ts';

/**
 * Markdown rendered safely: raw HTML is not rendered, the HTML tree is sanitised (GitHub's
 * schema), and links keep only the product's protocols (http, https, irc, ircs, mailto, xmpp).
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      data-slot="markdown"
      className={cn(
        'text-sm leading-relaxed text-foreground/90',
        '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-1',
        '[&_h1]:mt-5 [&_h1]:mb-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-sm [&_h3]:font-semibold',
        '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold [&_strong]:text-foreground',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
        '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:bg-muted/60 [&_pre]:p-3 [&_pre]:text-xs [&_pre]:leading-relaxed [&_pre_code]:bg-transparent [&_pre_code]:p-0',
        '[&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&>:first-child]:mt-0',
        className,
      )}
    >
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} urlTransform={sanitizeMarkdownUrl}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
