import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PreviewMark } from '../ui/PreviewMark';
import type { NavItem } from './nav';

/** The preview features the agency switched on, under one entry of the bar so it keeps its room. */
export function PreviewsMenu({ items, active, sx }: { items: NavItem[]; active: boolean; sx: SxProps<Theme> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        sx={sx}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-current={active ? 'page' : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Previews
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setAnchor(null)}>
            {item.label}
            <PreviewMark />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
