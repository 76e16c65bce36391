import { Box, Button, HStack } from '@shop/ui';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedLink } from '../lib/links';
import { LinkDialog } from './link-dialog';

export interface RichTextEditorProps {
  /** The field's name, read out with the editing area. */
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/**
 * Rich text with TipTap (ProseMirror; a kept library, not a contenteditable of our own): paragraphs, headings,
 * bold, italic, lists and links. Its output is HTML the server sanitises with its allowlist before storing it.
 * In a chunk of its own: only the content page loads it.
 */
export default function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const { t } = useTranslation('studio');
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], isAllowedUri: (url) => allowedLink(url) },
      }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', class: 'studio-rich-text' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState<{ askText: boolean } | null>(null);
  const toggleLink = () => {
    if (state.link) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    setLinking({ askText: editor.state.selection.empty });
  };
  /** The selected text becomes the link; with nothing selected, the link's text is put where the cursor is. */
  const addLink = ({ href, text }: { href: string; text: string }) => {
    setLinking(null);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty) chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
  };
  const tool = (key: string, active: boolean, run: () => void) => (
    <Button key={key} size="xs" variant={active ? 'solid' : 'outline'} aria-pressed={active} onClick={run} type="button">
      {t(`richText.${key}`)}
    </Button>
  );
  return (
    <Box borderWidth="1px" borderRadius="md" bg="surface.raised">
      <Box id={labelId} px="3" pt="2" fontSize="sm" fontWeight="medium">
        {label}
      </Box>
      <HStack role="toolbar" aria-label={t('richText.toolbar', { label })} gap="1" wrap="wrap" px="3" py="2" borderBottomWidth="1px">
        {tool('bold', state.bold, () => editor.chain().focus().toggleBold().run())}
        {tool('italic', state.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool('heading', state.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('bullets', state.bullets, () => editor.chain().focus().toggleBulletList().run())}
        {tool('numbers', state.numbers, () => editor.chain().focus().toggleOrderedList().run())}
        {tool('link', state.link, toggleLink)}
      </HStack>
      <Box
        px="3"
        py="2"
        minH="32"
        css={{
          '& .studio-rich-text': { outline: 'none', minHeight: '7rem' },
          '& .studio-rich-text p': { marginBottom: '0.5rem' },
          '& .studio-rich-text ul': { listStyleType: 'disc', paddingLeft: '1.5rem' },
          '& .studio-rich-text ol': { listStyleType: 'decimal', paddingLeft: '1.5rem' },
          '& .studio-rich-text h2': { fontSize: '1.25rem', fontWeight: 600 },
          '& .studio-rich-text a': { textDecoration: 'underline', color: '#1a4d7a' },
          '&:focus-within': { boxShadow: '0 0 0 2px #2b6cb0' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {linking ? <LinkDialog askText={linking.askText} onSubmit={addLink} onClose={() => setLinking(null)} /> : null}
    </Box>
  );
}
