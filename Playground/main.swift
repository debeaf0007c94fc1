import Streams
import StreamsTest

print("Streams playground")
