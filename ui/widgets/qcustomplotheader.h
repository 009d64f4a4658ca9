#pragma once

// qcustomplot.h with Qt's keywords. Slipway builds with QT_NO_KEYWORDS (signals, slots, emit
// and foreach are spelled Q_SIGNALS, Q_SLOTS, Q_EMIT and Q_FOREACH), but QCustomPlot's header
// uses the short words: they are defined to the long ones for this header alone. Include this
// instead of <qcustomplot.h>.

#ifdef QT_NO_KEYWORDS
#define signals Q_SIGNALS
#define slots Q_SLOTS
#define emit Q_EMIT
#define foreach Q_FOREACH
#include <qcustomplot.h>
#undef signals
#undef slots
#undef emit
#undef foreach
#else
#include <qcustomplot.h>
#endif
