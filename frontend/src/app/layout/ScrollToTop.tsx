import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: appears once the page is scrolled more than 200 px. */
export const SCROLL_TO_TOP_AFTER_PX = 200;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_AFTER_PX}>
        {(styles) => (
          <ActionIcon
            size="xl"
            radius="xl"
            style={styles}
            onClick={() => scrollTo({ y: 0 })}
            aria-label={t('app.scrollToTop')}
            data-testid="scroll-to-top"
          >
            <IconArrowUp size={22} stroke={1.8} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
