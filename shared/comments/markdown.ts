import MarkdownIt from 'markdown-it';

/** Links may go to these schemes only: a javascript: or data: link would run in the reader's session. */
const SAFE_LINK = /^(https?:|mailto:)/i;

const markdown = new MarkdownIt('default', { html: false, linkify: true, breaks: true });
markdown.disable(['image']);
markdown.validateLink = (url: string) => SAFE_LINK.test(url.trim());

const renderLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('target', '_blank');
  tokens[idx].attrSet('rel', 'noopener noreferrer nofollow');
  return renderLinkOpen(tokens, idx, options, env, self);
};

/**
 * A comment's body as HTML: Markdown's text formatting, lists, quotes, code and http/https/mailto
 * links. Raw HTML shows as text, images as their Markdown, any other link as plain text. The server
 * answers it and the web shows it, so both read a comment the same way.
 */
export function renderCommentMarkdown(body: string): string {
  return markdown.render(body);
}
