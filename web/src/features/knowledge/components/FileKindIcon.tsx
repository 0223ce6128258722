import type { FileKind } from '@inkstone/shared/api/file';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';

/** The icon of a file's kind (decorative: the name and its extension say the same). */
export function FileKindIcon({ kind }: { kind: FileKind }) {
  switch (kind) {
    case 'pdf':
      return <PictureAsPdfOutlined fontSize="small" sx={{ color: '#E0533D' }} aria-hidden />;
    case 'docx':
      return <DescriptionOutlined fontSize="small" sx={{ color: '#2B6CD4' }} aria-hidden />;
    case 'png':
    case 'jpeg':
      return <ImageOutlined fontSize="small" color="success" aria-hidden />;
    case 'bibtex':
    case 'ris':
      return <FormatQuoteRounded fontSize="small" color="secondary" aria-hidden />;
    default:
      return <ArticleOutlined fontSize="small" color="action" aria-hidden />;
  }
}
